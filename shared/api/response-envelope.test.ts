import { describe, expect, it } from 'vitest';
import { NOT_JSON, parseJsonBody, readResponse } from './response-envelope';

describe('parseJsonBody', () => {
  it.each([
    { text: '{"a":1}', body: { a: 1 } },
    { text: '[1,2]', body: [1, 2] },
    { text: 'null', body: null },
    { text: '', body: undefined },
    { text: '<html>oops</html>', body: NOT_JSON },
    { text: '{"a":', body: NOT_JSON },
  ])('$text', ({ text, body }) => {
    expect(parseJsonBody(text)).toEqual(body);
  });
});

describe('readResponse', () => {
  it.each([
    { case: 'service envelope', status: 200, body: { status: 200, content: { a: 1 } }, data: { a: 1 } },
    { case: 'service envelope with message', status: 200, body: { status: 200, message: 'OK', content: [1] }, data: [1] },
    { case: 'content-service data wrapper', status: 200, body: { data: { a: 1 } }, data: { a: 1 } },
    { case: 'content-service content wrapper', status: 200, body: { content: [{ a: 1 }] }, data: [{ a: 1 }] },
    { case: 'plain object', status: 200, body: { a: 1 }, data: { a: 1 } },
    {
      case: 'object with a content field is not an envelope',
      status: 200,
      body: { title: 'News', content: '<p>Hi</p>' },
      data: { title: 'News', content: '<p>Hi</p>' },
    },
    {
      case: 'gateway answer without content',
      status: 200,
      body: { status: 200, translatedOneLinkMessages: [] },
      data: { status: 200, translatedOneLinkMessages: [] },
    },
    { case: 'plain array', status: 200, body: [1, 2], data: [1, 2] },
    { case: 'empty body', status: 204, body: undefined, data: undefined },
    { case: 'null errorCode is success', status: 200, body: { status: 200, errorCode: null, content: 1 }, data: 1 },
    { case: 'non-numeric status field on data', status: 200, body: { status: 'OPEN', code: 'P1' }, data: { status: 'OPEN', code: 'P1' } },
  ])('success: $case', ({ status, body, data }) => {
    expect(readResponse(status, body)).toEqual({ ok: true, data });
  });

  it.each([
    {
      case: 'HTTP error with backend body',
      status: 400,
      body: { status: 400, errorCode: 'E107', message: 'Hold data invalid' },
      error: { kind: 'http', status: 400, code: 'E107', message: 'Hold data invalid' },
    },
    {
      case: 'HTTP error with a long code',
      status: 401,
      body: { status: 401, errorCode: 'ERc0000000000001502', message: 'Session timeout' },
      error: { kind: 'http', status: 401, code: 'CPRV_1502', message: 'Session timeout' },
    },
    {
      case: 'HTTP error with HTML body',
      status: 502,
      body: NOT_JSON,
      error: { kind: 'http', status: 502, code: undefined, message: 'HTTP 502' },
    },
    {
      case: '200 with errorCode',
      status: 200,
      body: { status: 200, errorCode: 'ERo0000000000000042', message: 'Gateway failed' },
      error: { kind: 'backend', status: 200, code: 'ODX_42', message: 'Gateway failed' },
    },
    {
      case: '200 with numeric errorCode',
      status: 200,
      body: { errorCode: 330 },
      error: { kind: 'backend', status: 200, code: '330', message: 'Backend error 330' },
    },
    {
      case: '200 with error envelope status',
      status: 200,
      body: { status: 500, message: 'Failed' },
      error: { kind: 'backend', status: 500, code: undefined, message: 'Failed' },
    },
    {
      case: 'an error with details (issue 16 contract: E51 price changed)',
      status: 409,
      body: { status: 409, errorCode: 'E51', message: 'Price changed', details: { previousTotal: 300, total: 330 } },
      error: { kind: 'http', status: 409, code: 'E51', message: 'Price changed', details: { previousTotal: 300, total: 330 } },
    },
    {
      case: 'an error envelope with details in a 200 answer',
      status: 200,
      body: { status: 409, errorCode: 'E51', message: 'Price changed', details: { previousTotal: 300, total: 330 } },
      error: { kind: 'backend', status: 409, code: 'E51', message: 'Price changed', details: { previousTotal: 300, total: 330 } },
    },
    {
      case: '200 that is not JSON',
      status: 200,
      body: NOT_JSON,
      error: { kind: 'invalid-response', status: 200, message: 'The answer is not JSON' },
    },
  ])('failure: $case', ({ status, body, error }) => {
    expect(readResponse(status, body)).toEqual({ ok: false, error });
  });
});
