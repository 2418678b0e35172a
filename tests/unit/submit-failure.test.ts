import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/lib/api.js';
import { fieldOfKey, fieldPaths, submitFailureOf } from '../../src/client/lib/submit-failure.js';

/** The listing form's fields, as its default values give them. */
const LISTING_FIELDS = fieldPaths({
  business: { name: '', phone: '', cityId: '', serviceIds: [], priceMin: '' },
  verification: { verificationMethod: undefined, verificationData: { phone: '', documentFile: null } },
});

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

describe("a form's fields", () => {
  it('are the leaves of its default values, in order; a list, a file or an unset value is one field', () => {
    expect(LISTING_FIELDS).toEqual([
      'business.name',
      'business.phone',
      'business.cityId',
      'business.serviceIds',
      'business.priceMin',
      'verification.verificationMethod',
      'verification.verificationData.phone',
      'verification.verificationData.documentFile',
    ]);
    expect(fieldPaths({ file: new Blob([]) })).toEqual(['file']);
  });

  it("own the server's dotted keys, and the items of their lists", () => {
    expect(fieldOfKey('business.cityId', LISTING_FIELDS)).toBe('business.cityId');
    expect(fieldOfKey('business.serviceIds.0', LISTING_FIELDS)).toBe('business.serviceIds');
    expect(fieldOfKey('verification.verificationData.documentFile', LISTING_FIELDS)).toBe('verification.verificationData.documentFile');
    expect(fieldOfKey('business.ownerId', LISTING_FIELDS)).toBeUndefined();
    expect(fieldOfKey('_', LISTING_FIELDS)).toBeUndefined();
  });
});

describe('a failed submit', () => {
  it('puts each message of a 400 under the field it names, in the order of the form', () => {
    const error = refused(400, {
      message: 'The selected city does not exist.',
      fields: { 'business.serviceIds.2': 'Unknown service', 'business.cityId': 'Unknown city' },
    });
    expect(submitFailureOf(error, LISTING_FIELDS, 'Please try again.')).toEqual({
      fields: [
        { name: 'business.cityId', message: 'Unknown city' },
        { name: 'business.serviceIds', message: 'Unknown service' },
      ],
      message: undefined,
    });
  });

  it('keeps the first message of a field the server names twice', () => {
    const error = refused(400, { message: 'x', fields: { 'business.serviceIds.0': 'Unknown service', 'business.serviceIds.1': 'Too many' } });
    expect(submitFailureOf(error, LISTING_FIELDS, 'f').fields).toEqual([{ name: 'business.serviceIds', message: 'Unknown service' }]);
  });

  it("shows the server's message for the form when a 400 names a field the form does not have", () => {
    const error = refused(400, { message: 'Invalid request body: ownerId: not allowed; business.name: Too long', fields: { ownerId: 'not allowed', 'business.name': 'Too long' } });
    expect(submitFailureOf(error, LISTING_FIELDS, 'f')).toEqual({
      fields: [{ name: 'business.name', message: 'Too long' }],
      message: 'Invalid request body: ownerId: not allowed; business.name: Too long',
    });
  });

  it("shows a refusal that names no field (a 409, a 413, a 400 without fields) as the form's message", () => {
    expect(submitFailureOf(refused(409, { message: 'This business already has a pending claim.' }), LISTING_FIELDS, 'f')).toEqual({
      fields: [],
      message: 'This business already has a pending claim.',
    });
    expect(submitFailureOf(refused(400, { message: 'Failed to process document. Please try again.' }), LISTING_FIELDS, 'f').message).toBe(
      'Failed to process document. Please try again.',
    );
  });

  it('puts the message of a 413 or 415 that names the file on the file field (a document too large, or not what its name says)', () => {
    const file = 'verification.verificationData.documentFile';
    for (const status of [413, 415]) {
      expect(submitFailureOf(refused(status, { message: 'Refused', fields: { [file]: 'This file is named .pdf but is not a PDF inside.' } }), LISTING_FIELDS, 'f')).toEqual({
        fields: [{ name: file, message: 'This file is named .pdf but is not a PDF inside.' }],
        message: undefined,
      });
    }
  });

  it('falls back to the form\'s own text when the server says nothing usable, or nothing reached it', () => {
    const fallback = 'Failed to submit your business listing. Please try again.';
    expect(submitFailureOf(new ApiError(502, '', 'Bad Gateway'), LISTING_FIELDS, fallback)).toEqual({ fields: [], message: fallback });
    expect(submitFailureOf(new ApiError(500, '<html>oops</html>'), LISTING_FIELDS, fallback).message).toBe(fallback);
    expect(submitFailureOf(new TypeError('Failed to fetch'), LISTING_FIELDS, fallback).message).toBe(fallback);
  });
});
