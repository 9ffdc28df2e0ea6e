import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The longest side a rendition keeps: 720 lines plays on every phone and keeps files small. */
export const MAX_RENDITION_HEIGHT = 720;
/** libx264's quality and speed on a small machine (2 cores): visually fine, a few times real time. */
const CRF = '23';
const PRESET = 'veryfast';
/** How long ffprobe may take to read a file's header. */
const PROBE_TIMEOUT_MS = 60_000;

/** The programs the job runs (`VIDEO_FFMPEG_PATH`, `VIDEO_FFPROBE_PATH`). */
export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

/** What ffprobe says about a video. */
export interface Probe {
  /** Seconds, 0 when unknown. */
  duration: number;
  /** Container names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  container: string;
  video?: { codec: string; pixelFormat: string; width: number; height: number };
  audio?: { codec: string };
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
}

/** Reads a file's container, first video and audio streams and duration; throws when ffprobe cannot read it. */
export async function probe(paths: FfmpegPaths, file: string): Promise<Probe> {
  const { stdout } = await run(paths.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    timeout: PROBE_TIMEOUT_MS,
    maxBuffer: 4 * 1024 * 1024,
  });
  const parsed = JSON.parse(stdout) as { format?: { format_name?: string; duration?: string }; streams?: ProbeStream[] };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const duration = Number(parsed.format?.duration ?? 0);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
    container: parsed.format?.format_name ?? '',
    video: video && { codec: video.codec_name ?? '', pixelFormat: video.pix_fmt ?? '', width: video.width ?? 0, height: video.height ?? 0 },
    audio: audio && { codec: audio.codec_name ?? '' },
  };
}

/** True when the file plays on phones as it is and only needs its index moved to the front (`+faststart`). */
export function remuxable(probed: Probe): boolean {
  const { video, audio } = probed;
  return (
    probed.container.split(',').includes('mp4') &&
    video?.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    video.height <= MAX_RENDITION_HEIGHT &&
    (!audio || audio.codec === 'aac')
  );
}

/** The arguments that make `output` an H.264/AAC MP4 with its index first (or copy the streams when `remux`). */
export function renditionArgs(input: string, output: string, remux: boolean): string[] {
  const codecs = remux
    ? ['-c', 'copy']
    : [
        // At most 720 lines, never upscaled, both sides even (yuv420p needs it).
        '-vf',
        `scale=trunc(iw*min(1\\,${MAX_RENDITION_HEIGHT}/ih)/2)*2:trunc(min(${MAX_RENDITION_HEIGHT}\\,ih)/2)*2,format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        PRESET,
        '-crf',
        CRF,
        '-profile:v',
        'high',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
      ];
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecs,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
}

/** A failure of ffmpeg with its last meaningful stderr line, paths left out (never shown). */
export class FfmpegError extends Error {
  constructor(readonly summary: string) {
    super(summary);
  }
}

/** ffmpeg's last meaningful stderr line, without the paths of the files it named, at most 200 characters. */
export function summariseStderr(stderr: string, paths: readonly string[]): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Conversion failed'));
  let last = lines.at(-1) ?? '';
  for (const file of paths) last = last.split(file).join('');
  // Whatever still looks like an absolute path goes too.
  last = last
    .replace(/(?:\/[^\s:'"]+)+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[:\s]+/, '')
    .trim();
  return last.slice(0, 200) || 'ffmpeg failed';
}

/**
 * Runs ffmpeg to make the rendition, calling `onProgress` with the seconds written so far (from
 * `-progress pipe:1`). Stopping through `signal` kills it. Throws `FfmpegError` when it fails.
 */
export function transcode(
  paths: FfmpegPaths,
  args: string[],
  options: { signal: AbortSignal; onProgress: (seconds: number) => void; files: readonly string[] },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(paths.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal, killSignal: 'SIGKILL' });
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the tail matters (the last line says why it failed).
      stderr = (stderr + chunk).slice(-8192);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match) options.onProgress(Number(match[1]) / 1_000_000);
      }
    });
    child.on('error', (error) => reject(options.signal.aborted ? error : new FfmpegError(summariseStderr(error.message, options.files))));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else if (options.signal.aborted) reject(new Error('stopped'));
      else reject(new FfmpegError(summariseStderr(stderr, options.files)));
    });
  });
}

/** Writes one frame at `atSeconds` of `input` as a JPEG at most 720 lines high. */
export async function extractCover(paths: FfmpegPaths, input: string, output: string, atSeconds: number, signal: AbortSignal): Promise<void> {
  await run(
    paths.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      atSeconds.toFixed(2),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:min(${MAX_RENDITION_HEIGHT}\\,ih)`,
      '-q:v',
      '3',
      output,
    ],
    { timeout: PROBE_TIMEOUT_MS, signal, maxBuffer: 1024 * 1024 },
  );
}
