import { ok, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { uploadedFiles } from '../../http/validate.js';
import { createFaq, editFaq, faqRecord, faqList, presentedFaq, removeFaq, setFaqDisabled } from './commands.js';
import { singleImage, storeFaqImage } from './image.js';
import { similarQuestions } from './suggestions.js';

const { faq } = ADMIN_ENDPOINTS;
/** The FAQ bank's function; its editor `editbank` is a hidden detail route with the same rights. */
const BANK = { functions: 'questionbank' };
const ID = { ...BANK, targets: ['params.id'], load: { id: faqRecord } };
/** The package editor's FAQ picker lists and reads the bank for whoever manages a task list. */
const PICKER = { functions: ['questionbank', ...TASK_LIST_FUNCTION_KEYS] };

/**
 * The quick Q&A bank (docs/faq.md "The bank"). `similarity` and `image` are registered before the
 * `:id` routes, so `POST faq/similarity` is never read as an FAQ id.
 */
export function registerFaqRoutes(routers: Routers): void {
  adminRoute(routers, faq.list, PICKER, async ({ query }, request) => ok(await faqList(request, query())));

  adminRoute(routers, faq.create, BANK, async ({ body }, request) => ok({ faq: await createFaq(request, body()) }));

  adminRoute(routers, faq.similarity, BANK, async ({ body }, request) => ok({ message: await similarQuestions(request, body()) }));

  // One jpg or png of at most 2 MB in `file`.
  adminRoute(routers, faq.image, BANK, async (_input, request, ctx) => ok({ path: await storeFaqImage(request, singleImage(uploadedFiles(ctx, 'file'))) }));

  adminRoute(routers, faq.read, { ...PICKER, targets: ['params.id'], load: { id: faqRecord } }, async ({ records }, request) =>
    ok({ faq: await presentedFaq(request, records.id.id) }),
  );

  adminRoute(routers, faq.update, ID, async ({ body, records: { id: found } }, request) => ok({ faq: await editFaq(request, found, body()) }));

  adminRoute(routers, faq.disable, ID, async ({ body, records: { id: found } }, request) => ok({ faq: await setFaqDisabled(request, found, body().disabled) }));

  adminRoute(routers, faq.remove, { ...ID, recycles: 'faq' }, async ({ records }, request) => {
    await removeFaq(request, records.id);
    return ok({});
  });
}
