import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm --filter @peilian/server db:generate`), committed,
// and never edited once released: append a new one instead.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/core.ts',
    './src/db/schema/identity.ts',
    './src/db/schema/training.ts',
    './src/db/schema/exam.ts',
    './src/db/schema/practice.ts',
    './src/db/schema/practiceSessions.ts',
    './src/db/schema/dubbing.ts',
    './src/db/schema/faq.ts',
    './src/db/schema/reports.ts',
    './src/db/schema/levels.ts',
    './src/db/schema/logs.ts',
    './src/db/schema/recycleBin.ts',
    './src/db/schema/lifecycle.ts',
    './src/db/schema/usage.ts',
    './src/db/schema/voiceprint.ts',
    './src/db/schema/appeals.ts',
    './src/db/schema/checkin.ts',
    './src/db/schema/notices.ts',
    './src/db/schema/notifications.ts',
    './src/db/schema/dialogCollect.ts',
    './src/db/schema/knowledge.ts',
    './src/db/schema/aigc.ts',
    './src/db/schema/mediaQuestions.ts',
    './src/db/schema/billing.ts',
  ],
  out: './drizzle',
});
