/**
 * The fake voiceprint services' speaker embedding, shared by the fake on-premises embedding service
 * and the fake Tencent voiceprint API so both tell voices apart the same way. Not a real speaker
 * model: a histogram of the voice's pitch (F0, by autocorrelation of voiced frames) over a log
 * scale, smoothed, plus the long-term energy of a few spectral bands. That is enough to tell two
 * espeak-ng voices apart (they differ mostly in pitch and formant scale) and to match one voice
 * reading different sentences. Deterministic; the answer has unit length.
 */
const FRAME = 640; // 40 ms at 16 kHz: two periods of the lowest pitch
const HOP = 160; // 10 ms
const MIN_F0 = 60;
const MAX_F0 = 400;
const PITCH_BINS = 32;
const SMOOTH_SIGMA = 1.5;
const BAND_EDGES_HZ = [80, 250, 500, 900, 1500, 2400, 3600, 5200, 7800];
/** How much the pitch histogram weighs against the spectral bands. */
const PITCH_WEIGHT = 0.85;

/** The mono samples of 16-bit little-endian PCM, as floats in −1…1. */
export function pcmSamples(data: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(data.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = data.readInt16LE(i * 2) / 32768;
  return samples;
}

function frameRms(samples: Float32Array, start: number): number {
  let sum = 0;
  for (let i = start; i < start + FRAME; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / FRAME);
}

/** The pitch of one frame in Hz, or null when it is not clearly periodic. */
function framePitch(samples: Float32Array, start: number, sampleRate: number): number | null {
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.ceil(sampleRate / MIN_F0);
  const window = FRAME - maxLag > 0 ? FRAME - maxLag : FRAME / 2;
  let best = 0;
  let bestLag = 0;
  for (let lag = minLag; lag <= maxLag && start + lag + window <= samples.length; lag += 1) {
    let cross = 0;
    let energyA = 0;
    let energyB = 0;
    for (let i = start; i < start + window; i += 1) {
      const a = samples[i]!;
      const b = samples[i + lag]!;
      cross += a * b;
      energyA += a * a;
      energyB += b * b;
    }
    const correlation = cross / Math.sqrt(energyA * energyB + 1e-12);
    if (correlation > best) {
      best = correlation;
      bestLag = lag;
    }
  }
  return best > 0.6 && bestLag > 0 ? sampleRate / bestLag : null;
}

/** Power of the frame's spectrum in each band (a plain DFT at a few bins per band; frames are short). */
function bandPowers(samples: Float32Array, start: number, sampleRate: number, into: number[]): void {
  for (let band = 0; band < BAND_EDGES_HZ.length - 1; band += 1) {
    const low = BAND_EDGES_HZ[band]!;
    const high = BAND_EDGES_HZ[band + 1]!;
    const step = (high - low) / 6;
    for (let hz = low + step / 2; hz < high; hz += step) {
      let re = 0;
      let im = 0;
      const w = (2 * Math.PI * hz) / sampleRate;
      for (let i = 0; i < FRAME; i += 1) {
        const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1));
        const x = samples[start + i]! * hann;
        re += x * Math.cos(w * i);
        im -= x * Math.sin(w * i);
      }
      into[band]! += re * re + im * im;
    }
  }
}

const unit = (vector: number[]) => {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm > 0 ? vector.map((x) => x / norm) : vector;
};

/** The speaker embedding of 16 kHz mono 16-bit PCM (PITCH_BINS + 8 numbers, unit length). */
export function speakerEmbedding(data: Buffer, sampleRate = 16_000): number[] {
  const samples = pcmSamples(data);
  const starts: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) starts.push(start);
  const rms = starts.map((start) => frameRms(samples, start));
  const loudest = Math.max(0, ...rms);
  const histogram = new Array<number>(PITCH_BINS).fill(0);
  const bands = new Array<number>(BAND_EDGES_HZ.length - 1).fill(0);
  const logLow = Math.log(MIN_F0);
  const logSpan = Math.log(MAX_F0) - logLow;
  starts.forEach((start, index) => {
    if (loudest === 0 || rms[index]! < loudest * 0.1) return;
    const pitch = framePitch(samples, start, sampleRate);
    if (pitch === null) return;
    const position = ((Math.log(pitch) - logLow) / logSpan) * (PITCH_BINS - 1);
    for (let bin = 0; bin < PITCH_BINS; bin += 1) histogram[bin]! += Math.exp(-((bin - position) ** 2) / (2 * SMOOTH_SIGMA ** 2));
    if (index % 4 === 0) bandPowers(samples, start, sampleRate, bands);
  });
  const logBands = bands.map((power) => Math.log10(power + 1e-9));
  const mean = logBands.reduce((sum, x) => sum + x, 0) / logBands.length;
  const spectral = unit(logBands.map((x) => x - mean));
  return unit([...unit(histogram).map((x) => x * PITCH_WEIGHT), ...spectral.map((x) => x * (1 - PITCH_WEIGHT))]);
}
