import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A push as the fake service received it, checked and decrypted. */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

interface Device {
  ecdh: ECDH;
  auth: string;
  /** The status the service answers for this device (201 = accepted, 410 = gone…). */
  status: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A local Web Push service on 127.0.0.1, as a browser vendor's would behave: it checks the VAPID
 * JWT (ES256, audience = its origin, not expired) against the key the server sent, decrypts the
 * aes128gcm payload with the device's private key, and answers 201 (or a status set per
 * device). `subscription()` makes a device's keys the way a browser does.
 */
export async function startFakePushService(options: { vapidPublicKey?: string } = {}) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      try {
        const auth = request.headers.authorization ?? '';
        const match = /^vapid t=([^,]+), k=([\w-]+)$/.exec(auth);
        if (!match) throw new Error(`no VAPID authorization: ${auth}`);
        const [, jwt, key] = match as unknown as [string, string, string];
        if (options.vapidPublicKey && key !== options.vapidPublicKey) {
          throw new Error('not the server’s VAPID key');
        }
        const point = Buffer.from(key, 'base64url');
        const publicKey = await importJWK(
          {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33, 65).toString('base64url'),
          },
          'ES256',
        );
        const { payload: claims } = await jwtVerify(jwt, publicKey, { audience: origin });
        if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
          throw new Error('VAPID subject missing');
        }
        if (!claims.exp || claims.exp > Date.now() / 1000 + 24 * 60 * 60) {
          throw new Error('VAPID expiry over 24 h');
        }
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error('not aes128gcm');
        }
        const clear = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        if (device.status >= 200 && device.status < 300) {
          received.push({
            device: id!,
            payload: JSON.parse(clear.toString('utf8')) as unknown,
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
          });
        }
        response.writeHead(device.status).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Pushes the service refused (bad signature, not decryptable…), with the reason. */
    refused,
    /** A new device: its subscription as PushSubscription.toJSON() gives it. */
    subscription() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    /** From now on the service answers `status` for this device (410: the browser dropped it). */
    answer(device: string, status: number) {
      devices.get(device)!.status = status;
    },
    payloadsFor: (device: string) =>
      received.filter((r) => r.device === device).map((r) => r.payload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
