import path from 'node:path';
import type { Middleware } from 'koa';
import { serveFiles } from '../http/serveFiles.js';
import { BUILTIN_ROOT } from '../storage/files.js';

/**
 * Library content (`<org>/file/…`, `<org>/video/…`, their PDF renditions, the built-in demo media) is
 * only ever served through the keyed content routes, and learners' recordings of their spoken
 * answers (`<org>/practicerecording/…`, `<org>/faqrecording/…`) and the customer's voice files of
 * their sessions (`<org>/practicevoice/…`, named by their content; a digital human listened to in the
 * back office is one too), a session's whole dialogue (`<org>/practicedialogue/…`), and the ringtones and background audio of the voice library
 * (`<org>/ringtone/…`, `<org>/bgm/…`) only through the routes that check the session of their learner
 * or of an administrator of the results or of the library — never as a plain stored
 * file, even though their names are random: a URL that leaked (a log, a shared screen) opens
 * nothing. Addresses are also checked decoded (`%2F` would otherwise slip past the test).
 */
const PROTECTED =
  /^\/files\/(?:[^/]+\/(?:file|video|practicerecording|faqrecording|practicevoice|practicedialogue|voiceprint|ringtone|bgm)(?:\/|$)|builtin\/(?!images\/))/;

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Serves the built-in images at `/files/builtin/images/...` and refuses protected stored files with 404. */
export function libraryFiles(): Middleware {
  const builtinImages = serveFiles(path.join(BUILTIN_ROOT, 'images'), '/files/builtin/images');
  return async (ctx, next) => {
    if (PROTECTED.test(ctx.path) || PROTECTED.test(decoded(ctx.path))) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    return builtinImages(ctx, next);
  };
}
