import { keptLoads, type CallAudio } from '@peilian/shared';
import { fetchCallSound } from './practiceApi';

/**
 * The call's ringtone and ambience in the PWA (docs/practice.md "Ringtone and ambience"); when each
 * plays is the shared store's decision (`callSounds`), this only plays. Two audio elements live for
 * the page's life — one rings, one loops — readied (`prime`) during the tap that starts the session:
 * iOS lets an element play later, after the session's answer and the file's download, only once it
 * has played within a gesture. The wavs are fetched with the session's headers (an element sends
 * none) and played from object URLs kept for the page load; the same audio in the next session is
 * not fetched again (its id is the URL's last segment). A player the browser refuses (autoplay after
 * a reload, with no tap yet) tries again at the learner's next tap or key.
 */

let silence = '';

/**
 * What the elements play while readied: a tenth of a second of silence (8 kHz mono 16-bit PCM), as an
 * object URL — the page's policy lets media load from the site and from blobs, not from data URLs.
 */
function silent(): string {
  if (silence) return silence;
  const samples = 800;
  const wav = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, value: string) => [...value].forEach((char, index) => wav.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  wav.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  wav.setUint32(16, 16, true);
  wav.setUint16(20, 1, true);
  wav.setUint16(22, 1, true);
  wav.setUint32(24, 8000, true);
  wav.setUint32(28, 16_000, true);
  wav.setUint16(32, 2, true);
  wav.setUint16(34, 16, true);
  text(36, 'data');
  wav.setUint32(40, samples * 2, true);
  silence = URL.createObjectURL(new Blob([wav.buffer], { type: 'audio/wav' }));
  return silence;
}

const sounds = keptLoads<string>();
const soundOf = (url: string) => sounds(url.slice(url.lastIndexOf('/') + 1), () => fetchCallSound(url).then((blob) => URL.createObjectURL(blob)));

const players: Partial<Record<'ringtone' | 'ambience', HTMLAudioElement>> = {};

/** The element of a sound, made once and kept in the page (hidden: no controls), so it can be looked at. */
function player(which: 'ringtone' | 'ambience'): HTMLAudioElement {
  let element = players[which];
  if (!element) {
    element = document.createElement('audio');
    element.preload = 'auto';
    element.dataset.testid = `call-${which}`;
    document.body.append(element);
    players[which] = element;
  }
  return element;
}

/** Plays an element, and when the browser refuses (no gesture yet), again at the learner's next tap or key while `still` holds. */
function play(element: HTMLAudioElement, still: () => boolean): void {
  element.play().catch((error: unknown) => {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    const retry = () => {
      removeEventListener('pointerdown', retry, true);
      removeEventListener('keydown', retry, true);
      if (still()) void element.play().catch(() => undefined);
    };
    addEventListener('pointerdown', retry, true);
    addEventListener('keydown', retry, true);
  });
}

let ringing = 0;
let endRing: () => void = () => undefined;
/** The ambience wanted: its URL and whether it plays (false: held); null: none. */
let ambience: { url: string; playing: boolean } | null = null;

function quiet(element: HTMLAudioElement | undefined): void {
  if (!element) return;
  element.pause();
  element.onended = null;
  element.onerror = null;
  element.removeAttribute('src');
  element.load();
}

export const callAudio: CallAudio = {
  prime() {
    for (const which of ['ringtone', 'ambience'] as const) {
      const element = player(which);
      if (element.getAttribute('src')) continue;
      const readied = silent();
      element.src = readied;
      void element.play().then(
        () => element.getAttribute('src') === readied && element.pause(),
        () => undefined,
      );
    }
  },
  preload(url) {
    soundOf(url).catch(() => undefined);
  },
  ring(url) {
    const mine = ++ringing;
    endRing();
    return new Promise<void>((resolve) => {
      const done = () => {
        if (mine === ringing) endRing = () => undefined;
        resolve();
      };
      endRing = done;
      soundOf(url).then((src) => {
        if (mine !== ringing) return done();
        const element = player('ringtone');
        element.loop = false;
        element.volume = 1;
        element.onended = done;
        element.onerror = done;
        element.src = src;
        // A ringtone the browser refuses is skipped: the customer speaks at once.
        element.play().catch(done);
      }, done);
    });
  },
  loop(url, volume) {
    const element = player('ambience');
    element.loop = true;
    element.volume = volume;
    const same = ambience?.url === url;
    ambience = { url, playing: true };
    const wanted = ambience;
    if (same && element.getAttribute('src') !== silence && element.getAttribute('src')) return play(element, () => ambience === wanted);
    soundOf(url).then(
      (src) => {
        if (ambience !== wanted) return;
        element.src = src;
        play(element, () => ambience === wanted);
      },
      () => undefined,
    );
  },
  hold() {
    if (ambience) ambience = { ...ambience, playing: false };
    players.ambience?.pause();
  },
  stop() {
    ringing++;
    const ended = endRing;
    endRing = () => undefined;
    quiet(players.ringtone);
    ended();
    ambience = null;
    quiet(players.ambience);
  },
};
