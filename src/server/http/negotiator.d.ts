// negotiator 1.x ships no types and @types/negotiator describes 0.6, which lacks `preferred`: only what we call.
declare module 'negotiator' {
  type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;
  export default class Negotiator {
    constructor(request: { headers: Headers });
    /** The best of `available` by the request's Accept-Encoding; `preferred` breaks ties between equal q-values. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
