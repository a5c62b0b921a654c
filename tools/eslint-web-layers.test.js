// The web layers rule (tools/eslint-web-layers.js, docs/decisions/0025): imports down the layers
// pass, imports up the layers or across the slices of a layer fail.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import webLayers from './eslint-web-layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = webLayers.rules.layers;
const web = (file) => `apps/web/src/${file}`;
const fails = (name, filename, code) => ({ name, filename: web(filename), code, errors: 1 });

tester.run('web-layers', rule, {
  valid: [
    {
      name: 'app composes pages',
      filename: web('app/page-modules.ts'),
      code: `const load = () => import('@/pages/explore/explore-page');`,
    },
    {
      name: 'a page composes features and entities',
      filename: web('pages/business-dashboard/business-dashboard.tsx'),
      code: `import { ServicesTab } from '@/features/edit-services/components/services-tab';
             import { useServices } from '@/entities/service/api/get-services';`,
    },
    {
      name: 'a page imports its own parts',
      filename: web('pages/business/business-page-view.tsx'),
      code: `import { ActionPanel } from './action-panel';`,
    },
    {
      name: 'a feature uses entities, components, lib and config',
      filename: web('features/handle-bookings/components/bookings-tab.tsx'),
      code: `import { BookingSummary } from '@/entities/booking/ui/booking-summary';
             import { Alert } from '@/components/ui/alert';
             import { errorReason } from '@/lib/api-client';
             import { PATHS } from '@/config/paths';`,
    },
    {
      name: 'a feature imports its own files by relative path',
      filename: web('features/edit-services/components/service-form-dialog.tsx'),
      code: `import { saveService } from '../api/save-service';`,
    },
    {
      name: 'an entity uses its own files, components and lib',
      filename: web('entities/booking/ui/booking-summary.tsx'),
      code: `import { BookingStatusBadge } from './booking-status-badge';
             import { businessBookingsKey } from '../api/keys';
             import { Badge } from '@/components/ui/badge';
             import { formatDateLong } from '@/lib/format';`,
    },
    {
      name: 'components and lib share a level',
      filename: web('components/ui/toast.tsx'),
      code: `import { session } from '@/lib/session';`,
    },
    {
      name: "packages are not this rule's business",
      filename: web('entities/service/api/get-services.ts'),
      code: `import { useQuery } from '@tanstack/react-query'; import { servicesKey } from '@booklane/shared';`,
    },
    {
      name: 'the entries may import the app',
      filename: web('route-preload.ts'),
      code: `import { PAGE_MODULES } from './app/page-modules';`,
    },
  ],
  invalid: [
    fails(
      'an entity never imports a feature',
      'entities/booking/ui/booking-summary.tsx',
      `import { CancelBookingDialog } from '@/features/manage-booking/components/cancel-booking-dialog';`,
    ),
    fails(
      'an entity never imports the app',
      'entities/business/api/get-business.ts',
      `import { App } from '@/app/app';`,
    ),
    fails(
      'an entity never imports a page',
      'entities/business/ui/business-header.tsx',
      `import { ActionPanel } from '@/pages/business/action-panel';`,
    ),
    fails(
      'entities do not import each other (alias)',
      'entities/business/ui/business-header.tsx',
      `import { HeaderRating } from '@/entities/review/ui/header-rating';`,
    ),
    fails(
      'entities do not import each other (relative)',
      'entities/booking/api/keys.ts',
      `import { servicesKey } from '../../service/api/keys';`,
    ),
    fails(
      'features do not import each other',
      'features/manage-booking/components/reschedule-dialog.tsx',
      `import { BookingForm } from '@/features/book-service/components/booking-form';`,
    ),
    fails(
      'a feature never imports a page',
      'features/review/components/reviews-tab.tsx',
      `import Page from '@/pages/business-dashboard/business-dashboard-page';`,
    ),
    fails(
      'pages do not import each other',
      'pages/customer-history/customer-history-page.tsx',
      `import { quickStats } from '@/pages/customer-dashboard/dashboard-model';`,
    ),
    fails(
      'a page never imports the app',
      'pages/business/business-page.tsx',
      `import { RequireRole } from '@/app/require-role';`,
    ),
    fails(
      'components never import an entity',
      'components/ui/star-rating.tsx',
      `import { formatReviewDate } from '@/entities/review/model/reviews';`,
    ),
    fails(
      'lib never imports a feature',
      'lib/session.ts',
      `import { useLogout } from '@/features/navigation/hooks/use-logout';`,
    ),
    fails('config imports no other layer', 'config/paths.ts', `import { local } from '@/lib/storage';`),
    fails(
      're-exports count too',
      'entities/chat/api/get-chats.ts',
      `export { useLiveChatList } from '@/features/chat/hooks/use-live-chat-list';`,
    ),
    fails(
      'and lazy imports',
      'features/book-service/components/booking-dialog.tsx',
      `const load = () => import('@/features/review/components/review-form');`,
    ),
  ],
});
