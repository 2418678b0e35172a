import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { toast } from '../../lib/toast.js';
import { Button } from '../ui/button.js';

/** Staff, on a closed business's page: reopen it (it was closed by mistake, or opened again). */
export default function StaffReopen({ businessId }: { businessId: number }) {
  const queryClient = useQueryClient();
  const reopen = useMutation({
    mutationFn: () => apiSend('POST', listingReportPaths.reopen(businessId)),
    onSuccess: async () => {
      toast({ title: 'Listing reopened', description: 'It is back in every list and search.' });
      await refreshAfterWrite(queryClient, [apiPaths.business(businessId)]);
    },
    onError: (error) => toast({ title: 'Not reopened', description: serverMessage(error) ?? 'Please try again.' }),
  });
  return (
    <Button size="sm" variant="secondary" pending={reopen.isPending} pendingText="Reopening..." onClick={() => reopen.mutate()}>
      Reopen listing
    </Button>
  );
}
