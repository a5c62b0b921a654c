// Icons of the dashboard's reports (Insights, Customers, exports), apart from icons.tsx so that
// they load with those tabs, not with the first page.
import { icon } from './icons';

/** Insights: bars of a chart. */
export const ChartIcon = icon(<path d="M3 3v18h18" />, <path d="M8 17v-5M13 17V8M18 17v-9" />);
/** Customers: a contact card. */
export const ContactIcon = icon(
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <circle cx="9" cy="10" r="2" />,
  <path d="M15 9h3M15 13h3M6 16a3 3 0 0 1 6 0" />,
);
/** A file to download (the CSV exports). */
export const DownloadIcon = icon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
