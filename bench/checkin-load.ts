/**
 * The bench's check-in load (bench/run.ts, bench/checkin-ab.ts): check-ins without photos over
 * tRPC, spread over many accounts and cats as real traffic is, so that each account stays far
 * below its write limits (services/write-limits.ts), which stay on.
 */
import type { Request } from 'autocannon';

export interface CatSpot {
  id: string;
  lat: number;
  lng: number;
}

/**
 * Autocannon's request for `POST /trpc/checkins.create`: the i-th check-in (counting from `from`)
 * is by `tokens[i % tokens.length]` at a cat of `cats` picked by a stride, as a multipart form.
 */
export function checkinRequest(
  cats: readonly CatSpot[],
  tokens: readonly string[],
  from = 0,
): Request {
  const boundary = 'gateirosbench';
  let n = from;
  return {
    method: 'POST',
    setupRequest: (req) => {
      const i = n++;
      const cat = cats[(i * 7919) % cats.length]!;
      const data = JSON.stringify({
        catId: cat.id,
        actions: ['Alimentou', 'Deu água'],
        healthStatus: 'Bom',
        location: { latitude: cat.lat, longitude: cat.lng },
      });
      return {
        ...req,
        headers: {
          authorization: `Bearer ${tokens[i % tokens.length]!}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}--\r\n`,
      };
    },
  };
}
