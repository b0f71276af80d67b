import { forbidden, notFound, route } from '../http';
import { users } from '../models/organisation';
import { files } from '../models/session';
import { avatarSvg, clientLogoSvg } from '../rules/avatar';
import { serveFile } from '../rules/files';
import { maySeeFile } from '../rules/file-access';

// Drawn by the server itself (no user content): shown as images; the dispatcher adds nosniff and a sandbox to every file.
const svg = (content: string) => ({ status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }, binary: content });

/**
 * File calls shared by every area (spec 1 section 7): profile images, the client
 * logo test (HEAD /upload/getbyfilename/logo.png?v={timestamp}), view and download.
 * The skins (/skin/skin.{theme}.css, /auth-skin/skin.{theme}.css) are static files of the app.
 */
export const fileRoutes = [
  route({
    method: 'GET', path: '/upload/profileimages/:userId/:image', anonymous: true,
    handle: ({ ctx, params }) => {
      const u = users(ctx.db).get(Number(params.userId));
      if (!u) throw notFound();
      return svg(avatarSvg(u.fullName));
    },
  }),
  route({
    method: 'GET', path: '/upload/getbyfilename/:name', anonymous: true,
    handle: ({ ctx, params }) => {
      if (params.name.toLowerCase() !== 'logo.png' || ctx.db.meta.clientLogo === false) throw notFound();
      return svg(clientLogoSvg);
    },
  }),
  route({
    method: 'GET', path: '/upload/VueFile/:id',
    handle: ({ ctx, caller, params }) => {
      const f = files(ctx.db).get(Number(params.id));
      if (!f) throw notFound();
      if (!maySeeFile(ctx.db, caller, f)) throw forbidden();
      return serveFile(f, 'view');
    },
  }),
  route({
    method: 'GET', path: '/upload/DownloadFile/:id',
    handle: ({ ctx, caller, params }) => {
      const f = files(ctx.db).get(Number(params.id));
      if (!f) throw notFound();
      if (!maySeeFile(ctx.db, caller, f)) throw forbidden();
      return serveFile(f, 'download');
    },
  }),
  route({
    method: 'GET', path: '/upload/document/*file',
    handle: ({ ctx, caller, params }) => {
      const f = files(ctx.db).find((r) => r.name === params.file || String(r.id) === params.file);
      if (!f) throw notFound();
      if (!maySeeFile(ctx.db, caller, f)) throw forbidden();
      return serveFile(f, 'view');
    },
  }),
];
