import type { AppDeps } from '../../http/context.js';
import type { FileRecognitionProvider } from '../../providers/asr/fileTypes.js';
import { createFileRecognition } from '../../providers/asr/tencentFile.js';
import { ChatClient } from '../../providers/llm/index.js';
import { appError } from '../../errors/index.js';

/**
 * What dialogue collection runs on: the file recogniser (`ASR_FILE_PROVIDER`) and the language model
 * (`LLM_BASE_URL`), made once per configuration. Without the model the whole assistant is off
 * (`errors.assistant.disabled`); without recognition, uploads are (`errors.dialogCollect.recognitionDisabled`).
 */

type Config = AppDeps['config'];

const recognisers = new WeakMap<Config, FileRecognitionProvider | null>();
const models = new WeakMap<Config, ChatClient | null>();

/** The longest draft the model may write: a dozen turns of a few answers each, in JSON. */
const DRAFT_TOKENS = 4000;

export function fileRecognition(config: Config): FileRecognitionProvider | null {
  if (!recognisers.has(config)) recognisers.set(config, createFileRecognition(config.asrFile));
  return recognisers.get(config) ?? null;
}

export function draftModel(config: Config): ChatClient | null {
  if (!models.has(config)) {
    const llm = config.llm;
    models.set(config, llm.provider === 'openai' ? new ChatClient({ ...llm, maxTokens: Math.max(llm.maxTokens, DRAFT_TOKENS) }) : null);
  }
  return models.get(config) ?? null;
}

/** Every entry point first: the assistant runs only with a language model. */
export function assertAssistant(config: Config): ChatClient {
  const model = draftModel(config);
  if (!model) throw appError('errors.assistant.disabled');
  return model;
}

/** An upload also needs file recognition. */
export function assertRecognition(config: Config): FileRecognitionProvider {
  assertAssistant(config);
  const recognition = fileRecognition(config);
  if (!recognition) throw appError('errors.dialogCollect.recognitionDisabled');
  return recognition;
}
