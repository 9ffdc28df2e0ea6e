/**
 * Recognition of a recorded file (dialogue collection, docs/assistant.md "Dialogue collection"): a
 * task submitted with the audio, asked after until it is done; the answer is sentences, each with
 * its speaker (the provider's diarisation for one channel, the channel for two) and its times.
 */

/** One sentence heard: speaker 0 or 1, milliseconds from the start of the recording. */
export interface HeardSentence {
  speaker: number;
  startMs: number;
  endMs: number;
  text: string;
}

/** The audio of a task: the bytes themselves (small files), or a link the provider fetches. */
export type FileAudio = { data: Buffer } | { url: string };

export interface FileRecognitionRequest {
  audio: FileAudio;
  /** 1: the two speakers told apart by the provider's diarisation; 2: one speaker a channel. */
  channels: 1 | 2;
}

/** Where a task is: waiting or doing (asked again later), done with its sentences, or failed with the provider's reason. */
export type FileRecognitionState =
  { state: 'waiting' | 'doing' } | { state: 'done'; sentences: HeardSentence[]; audioMs: number } | { state: 'failed'; reason: string };

export interface FileRecognitionProvider {
  readonly name: string;
  /** The largest audio sent inline (`Data`); larger audio goes by link. */
  readonly inlineBytes: number;
  submit(request: FileRecognitionRequest, signal?: AbortSignal): Promise<string>;
  status(taskId: string, signal?: AbortSignal): Promise<FileRecognitionState>;
}
