// The Integrations tab (decisions.md 9.5, the owner's): one section per way of connecting the
// business to other tools, stacked. Each section is a feature's; add one with one line below.
// Loaded lazily by the dashboard (its default export).
import type { Business } from '@booklane/shared/schemas';
import { WebhooksSection } from '@/features/connect-webhooks/components/webhooks-section';
import { EmbedSection } from '@/features/embed-booking/components/embed-section';

export default function IntegrationsTab({ business }: { business: Business }) {
  return (
    <div className="max-w-4xl space-y-10">
      <WebhooksSection business={business} />
      <EmbedSection business={business} />
    </div>
  );
}
