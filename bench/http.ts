import http from 'node:http';

export interface HttpRequest {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request to 127.0.0.1. node:http rather than fetch because fetch does not let
 * the caller set the Host header, and Stempel picks the tenant from it.
 */
export function httpRequest({ port, method = 'GET', path, headers = {}, body, timeoutMs = 5_000 }: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
