import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of every answer: the app, the console, the API docs, socket.io, the
 * K-line charts (canvas) and uploaded images all run under it. Scripts come only from this origin
 * (no inline script, no eval). Styles may be inline: the console's component library writes its
 * styles at run time. `frame-src https:` lets the help and live-chat pages an operator links open in
 * the app's sandboxed frame. Only this site may frame its pages (the app's web view shows this site's
 * own pages in a frame); any other site is refused.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'", "https:"],
  "worker-src": ["'self'", "blob:"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

/** HSTS when the site is served over TLS (HSTS=1): a year, subdomains included. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Security headers on every answer (pages, assets, uploads, API), and `Cache-Control: no-store` on API
 * answers that set no policy of their own: they hold private data or live figures that no cache may keep.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.hsts ? HSTS : false,
    // Uploaded images are shown by the app and the console of this origin only.
    crossOriginResourcePolicy: { policy: "same-origin" },
    // The app opens payment and help pages in new windows; they must not reach back.
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    const api = request.url.startsWith("/api/") && !request.url.startsWith("/api/docs");
    if (api && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
