import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/** What the security headers depend on (`Config.securityHeaders` plus `trustProxy`; docs/security.md, "Security headers"). */
export interface SecurityHeadersConfig {
  /** Sources besides 'self' that may show the web app in a frame (third-party mode), from `FRAME_ANCESTORS`. */
  frameAncestors: readonly string[];
  /** Users reach the server over HTTPS only (`HTTPS_ONLY`): HSTS and upgrade-insecure-requests. */
  httpsOnly: boolean;
  /** HSTS max-age in seconds (`HSTS_MAX_AGE`). */
  hstsMaxAgeSeconds: number;
  /** The host the browser asked for may come from X-Forwarded-Host (`TRUST_PROXY`). */
  trustProxy: boolean;
  /** Tencent's captcha, when configured: its script, frame, images and calls (none otherwise). */
  captchaSources: readonly string[];
  /** Object storage, when configured: the bucket's origin, where signed files are read and direct uploads sent (none on local disk). */
  storageSources?: readonly string[];
}

/** A Node-style middleware, as helmet and socket.io's engine (`io.engine.use`) take them. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A host as the Host header may carry it: name or IPv4 or [IPv6], optional port; anything else is not echoed into the policy. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function requestHost(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host;
  return raw && HOST.test(raw) ? raw.toLowerCase() : undefined;
}

/**
 * connect-src: the API is 'self'; socket.io's WebSocket is named by scheme and
 * host too, since older WebKit (iOS < 15.4, WeChat's browser there) does not let 'self' match
 * ws:/wss:. Bound to the host the page was loaded from, never any WebSocket host.
 */
function connectSources(trustProxy: boolean, others: readonly string[]) {
  const extra = others.map((source) => ` ${source}`).join('');
  return (req: IncomingMessage): string => {
    const host = requestHost(req, trustProxy);
    return (host ? `'self' ws://${host} wss://${host}` : "'self'") + extra;
  };
}

/**
 * The Content-Security-Policy directives. Each source beyond 'self' is one the app was seen to need
 * by running the learner PWA, the back office and the pages a web-view or a third-party host opens
 * under a stricter policy (web/test/contentSecurity.browser.test.ts keeps them passing).
 */
export function contentSecurityDirectives(config: SecurityHeadersConfig) {
  const captcha = config.captchaSources;
  const storage = config.storageSources ?? [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // The app's own bundles only: no inline script, no eval (zod runs jitless, pdf.js with
    // isEvalSupported false). 'wasm-unsafe-eval' lets pdf.js's worker compile its WebAssembly image
    // decoders (JPEG 2000, JBIG2, colour profiles); it allows no JavaScript eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...captcha],
    scriptSrcAttr: ["'none'"],
    // The back office's antd writes its CSS-in-JS as <style> elements; why not a nonce: docs/security.md.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: — the watermark; blob: — an image picked and cropped before it is uploaded.
    // The bucket (object storage): stored images, videos and PDFs are redirects to signed URLs there.
    imgSrc: ["'self'", 'data:', 'blob:', ...captcha, ...storage],
    // blob: — a recording played back, a customer's line played from its fetched voice file.
    mediaSrc: ["'self'", 'blob:', ...storage],
    fontSrc: ["'self'"],
    // The bucket: direct uploads PUT their parts there, and fetched files follow their redirect there.
    connectSrc: [connectSources(config.trustProxy, [...captcha, ...storage])],
    // The service worker and pdf.js's worker, both files of the app.
    workerSrc: ["'self'"],
    // The back office previews a PDF in the browser's own viewer, in a frame.
    frameSrc: ["'self'", ...captcha, ...storage],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'", ...config.frameAncestors],
    ...(config.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** helmet's options for this server: its defaults where they hold, and why not where they do not. */
export function helmetOptions(config: SecurityHeadersConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // The mini-program's render layer shows images and video from the server as cross-origin loads,
    // and no request here carries an ambient credential (the session is a header, never a cookie).
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.httpsOnly ? { maxAge: config.hstsMaxAgeSeconds, includeSubDomains: false } : false,
    // frame-ancestors governs framing; X-Frame-Options (for browsers without CSP 2) cannot name
    // other hosts, so it is sent only when nobody else may frame the app.
    xFrameOptions: config.frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
  };
}

/** The security headers as a Node middleware (socket.io's engine: the WebSocket handshake and its refusals). */
export function securityHeadersForNode(config: SecurityHeadersConfig): NodeMiddleware {
  return helmet(helmetOptions(config));
}

/**
 * The security headers on every answer of the Koa app. They are set once the answer is written
 * rather than before: the error handler clears the headers a failed handler had set, and an error,
 * a 404 or an uploaded file needs these as much as a page does.
 */
export function securityHeaders(config: SecurityHeadersConfig): Middleware {
  const apply = securityHeadersForNode(config);
  return async (ctx, next) => {
    await next();
    if (ctx.headerSent) return;
    await new Promise<void>((resolve, reject) =>
      apply(ctx.req, ctx.res, (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())),
    );
  };
}
