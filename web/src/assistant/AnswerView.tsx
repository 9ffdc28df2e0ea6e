import { answerParts, type KnowledgeAnswer, type KnowledgeCitation } from '@peilian/shared';
import { useId, useState } from 'react';
import { useT } from '../app';

/** The passage a citation names: its document and page, and its text. */
function Passage({ citation, id }: { citation: KnowledgeCitation; id: string }) {
  const t = useT();
  return (
    <figure className="chat-passage" id={id} data-testid="chat-passage">
      <figcaption>
        <span className="chat-passage-n">[{citation.n}]</span> <strong data-testid="chat-passage-document">{citation.documentName}</strong>
        {citation.page !== null && <span className="chat-passage-page"> · {t('assistant.chat.page', { page: citation.page })}</span>}
      </figcaption>
      <blockquote>{citation.text}</blockquote>
    </figure>
  );
}

/**
 * An answer with its numbered citations: each mark `[n]` is a button opening (and closing) the
 * passage it cites below the answer; an answer the documents do not hold says so.
 */
export function AnswerView({ answer }: { answer: KnowledgeAnswer }) {
  const t = useT();
  const base = useId();
  const [open, setOpen] = useState<number | null>(null);
  if (!answer.answered)
    return (
      <div className="chat-answer chat-not-found" data-testid="chat-not-found">
        <span className="chat-tag">{t('assistant.chat.notFound')}</span>
        <p>{answer.answer}</p>
      </div>
    );
  const shown = answer.citations.find((citation) => citation.n === open);
  return (
    <div className="chat-answer" data-testid="chat-answer">
      <p>
        {answerParts(answer.answer, answer.citations).map((part, i) =>
          part.kind === 'text' || !part.citation ? (
            <span key={i}>{part.kind === 'text' ? part.text : `[${part.n}]`}</span>
          ) : (
            <button
              key={i}
              type="button"
              className="chat-cite"
              data-testid="chat-cite"
              aria-expanded={open === part.n}
              aria-controls={`${base}-${part.n}`}
              aria-label={t('assistant.chat.cite', { n: part.n, document: part.citation.documentName })}
              onClick={() => setOpen(open === part.n ? null : part.n)}
            >
              {part.n}
            </button>
          ),
        )}
      </p>
      {shown && <Passage citation={shown} id={`${base}-${shown.n}`} />}
    </div>
  );
}
