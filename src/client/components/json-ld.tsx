import type { SchemaResponse } from '../../shared/catalog.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { safeJsonForScript } from '../lib/safe-json.js';

/** The JSON-LD of a /api/schema/... call as a structured-data script (escaped: data never ends the element). */
export function JsonLd({ path }: { path: string | undefined }) {
  const { data } = useApiQuery<SchemaResponse>(path);
  if (!data?.schema) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonForScript(data.schema) }} />;
}
