import type { AigcDraft, AigcTask } from '@peilian/shared';
import type { AigcTaskView } from '../../data/aigcBank.js';
import type { AigcDraftRow } from '../../db/schema/index.js';

/** A task as the back office reads it (`aigcTaskSchema`). */
export function presentTask(row: AigcTaskView): AigcTask {
  return {
    id: row.id,
    name: row.name,
    target: row.target === 'faq' ? 'faq' : 'exam',
    files: row.files.map((file) => ({ id: file.id, name: file.name, format: file.format, pages: file.pages, note: file.note })),
    counts: { ...row.counts },
    level: row.level,
    focus: row.focus,
    status: row.status as AigcTask['status'],
    pages: row.pagesConsumed,
    generated: row.generated,
    dropped: row.dropped,
    accepted: row.accepted,
    error: row.error,
    creatorname: row.creatorName ?? '',
    createdate: row.createdAt.getTime(),
    finishedat: row.finishedAt?.getTime() ?? null,
  };
}

type Choice = NonNullable<AigcDraft['question']>['choices'][number];

/** A draft for the review (`aigcDraftSchema`): its question or its FAQ. */
export function presentDraft(row: AigcDraftRow): AigcDraft {
  const body = row.body;
  return {
    id: row.id,
    seq: row.seq,
    kind: row.kind === 'faq' ? 'faq' : 'question',
    question:
      row.kind === 'faq'
        ? null
        : {
            type: Number(body.type),
            text: String(body.text ?? ''),
            level: Number(body.level),
            score: Number(body.score),
            promotion: String(body.promotion ?? ''),
            answer: String(body.answer ?? ''),
            choices: Array.isArray(body.choices)
              ? (body.choices as Choice[]).map((choice) => ({ id: choice.id, content: choice.content, iscorrect: choice.iscorrect }))
              : [],
          },
    faq: row.kind === 'faq' ? { question: String(body.question ?? ''), answer: String(body.answer ?? '') } : null,
    status: row.status as AigcDraft['status'],
    acceptedid: row.acceptedId ?? '',
    acceptedcatalog: row.acceptedCatalogId ?? '',
    acceptedat: row.acceptedAt?.getTime() ?? null,
  };
}
