import { registerExaminationRoutes } from '../resources/exams/examinationRoutes.js';
import { registerExamTakingRoutes } from '../resources/exams/routes.js';
import { registerImportRoutes } from '../resources/imports/routes.js';
import { registerPaperRoutes } from '../resources/papers/routes.js';
import { registerQuestionRoutes } from '../resources/questions/routes.js';
import type { Routers } from '../http/routers.js';

/** Every route of exams: the question bank, imports, papers, examinations and the learner's exam calls. */
export function registerExamRoutes(routers: Routers): void {
  registerQuestionRoutes(routers);
  registerPaperRoutes(routers);
  registerImportRoutes(routers);
  registerExaminationRoutes(routers);
  registerExamTakingRoutes(routers);
}
