import { ApiError, practiceTurnAudioResponseSchema } from '@peilian/shared';
import { faqEndpoints } from '@peilian/shared/endpoints';
import { learnerApi, learnerUrl, requestHeaders } from '../app';
import { blobOf } from '../lib/downloadedFile';
import { uploadFile } from '../lib/upload';
import type { SpokenRecording } from '../practice';

/** The drill's calls (the learner endpoint table's `faq` group), each answer checked against its shared schema. */
export const faqCalls = learnerApi.faq;

/**
 * The customer asking question `seq`, downloaded with the session's headers (an audio element sends
 * none) for playing from an object URL. A refusal throws.
 */
export const fetchQuestionAudio = async (drillId: string, seq: number): Promise<Blob> => blobOf(await learnerApi.faq.questionAudio({ id: drillId, seq }));

/**
 * Keeps the learner's recording of spoken answer `seq` (multipart `file`, an mp3). True when it is
 * settled — kept, or refused for good (a 4xx other than a lapsed sign-in or a throttle) — false
 * when sending it again may work.
 */
export async function uploadAnswerRecording(drillId: string, seq: number, recording: SpokenRecording): Promise<boolean> {
  try {
    practiceTurnAudioResponseSchema.parse(
      await uploadFile<unknown>({
        url: learnerUrl(faqEndpoints.uploadAnswerAudio, { id: drillId, seq }),
        file: recording.audio,
        fileName: `faq-answer-${seq}.mp3`,
        headers: requestHeaders(),
      }),
    );
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
  }
}
