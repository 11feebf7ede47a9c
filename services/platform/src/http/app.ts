import { Hono, type Env } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './errors.ts';
import { handleError, handleNotFound } from './envelope.ts';

export const defaultBodyLimit = 1024 * 1024;

/** A Hono app with the envelope error handling, body limit and security headers every service uses. */
export const createServiceApp = <E extends Env>(options: { maxBody?: number } = {}): Hono<E> => {
  const app = new Hono<E>();
  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBody ?? defaultBodyLimit,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Payload too large');
      },
    }),
  );
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
};
