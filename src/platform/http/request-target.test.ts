import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { originFormTarget } from './request-target.js';

const request = (url: string, host = 'header.example') => ({ url, headers: { host } }) as unknown as IncomingMessage;

describe('originFormTarget', () => {
  it('leaves an origin-form target and its Host as they are', () => {
    const plain = request('/rest/departments?page=2');
    expect(originFormTarget(plain)).toBe('/rest/departments?page=2');
    expect(plain.headers.host).toBe('header.example');
  });

  it('turns an absolute-form target into its path and query, and takes its authority as the host', () => {
    const absolute = request('http://acme.stempel.example:3000/rest/terminal/abc?x=1');
    expect(originFormTarget(absolute)).toBe('/rest/terminal/abc?x=1');
    expect(absolute.headers.host).toBe('acme.stempel.example:3000');
    const upper = request('HTTPS://acme.stempel.example');
    expect(originFormTarget(upper)).toBe('/');
    expect(upper.headers.host).toBe('acme.stempel.example');
    const query = request('http://acme.stempel.example?x=1');
    expect(originFormTarget(query)).toBe('/?x=1');
  });

  it('drops user information before the host', () => {
    const withUser = request('http://user:pa%40ss@acme.stempel.example/rest/');
    expect(originFormTarget(withUser)).toBe('/rest/');
    expect(withUser.headers.host).toBe('acme.stempel.example');
  });

  it('leaves the asterisk form and anything that is no URL to the router', () => {
    expect(originFormTarget(request('*'))).toBe('*');
    expect(originFormTarget(request('rest/departments'))).toBe('rest/departments');
  });
});
