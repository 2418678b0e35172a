import type { FastifyReply } from 'fastify';

export type PagingPosition = {
  /** The list's absolute address without a query (`https://example.com/api/businesses/12/reviews`). */
  url: string;
  /** The query every page keeps besides `page` and `pageSize` (its order), in the order it is written. */
  query: Record<string, string>;
  page: number;
  pageSize: number;
  total: number;
};

/**
 * The `Link` header of one page of a list (RFC 8288): first, prev, next and last, each the same query with another
 * page. A page past the end leads back to the last page. Built from the normalised query only, so an answer kept in
 * the public cache is right for every request its key stands for.
 */
export function pagingLink({ url, query, page, pageSize, total }: PagingPosition): string {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const to = (target: number) => `<${url}?${new URLSearchParams({ ...query, page: String(target), pageSize: String(pageSize) })}>`;
  const links = [`${to(1)}; rel="first"`];
  if (page > 1) links.push(`${to(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${to(page + 1)}; rel="next"`);
  links.push(`${to(last)}; rel="last"`);
  return links.join(', ');
}

/** Sends a list page's paging as headers: `Link` and `X-Total-Count` (the items over all pages). */
export function setPagingHeaders(reply: FastifyReply, position: PagingPosition) {
  reply.header('Link', pagingLink(position)).header('X-Total-Count', String(position.total));
}
