// Small stroke icons (24x24 grid, in the style of Lucide), drawn inline so no icon font or
// library lands in the entry bundle. Decorative by default: the control around them is labelled.
import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function Icon({ children, title, className = 'h-5 w-5', ...props }: IconProps & { children?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** An icon of the given shapes (paths, circles, rects), drawn with the props it is used with. */
export function icon(...shapes: ReactElement[]): (props: IconProps) => ReactElement {
  return (props) => createElement(Icon, props, ...shapes);
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);
export const MapPinIcon = icon(
  <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />,
  <circle cx="12" cy="10" r="3" />,
);
export const PhoneIcon = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
);
export const MailIcon = icon(<rect x="2" y="4" width="20" height="16" rx="2" />, <path d="m22 7-10 6L2 7" />);
export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="10" />,
  <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />,
);
export const LinkIcon = icon(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />,
  <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
);
export const ExternalLinkIcon = icon(
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);
export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ClockIcon = icon(<circle cx="12" cy="12" r="10" />, <path d="M12 6v6l4 2" />);
/** The waitlist: time running down for the people in line. */
export const HourglassIcon = icon(
  <path d="M5 22h14M5 2h14M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2" />,
);
export const CalendarIcon = icon(
  <rect x="3" y="4" width="18" height="18" rx="2" />,
  <path d="M16 2v4M8 2v4M3 10h18" />,
);
export const CoffeeIcon = icon(
  <path d="M17 8h1a4 4 0 1 1 0 8h-1M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4Z" />,
  <path d="M6 2v2M10 2v2M14 2v2" />,
);
export const TagIcon = icon(
  <path d="M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4Z" />,
  <circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />,
);
export const EyeIcon = icon(
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />,
  <circle cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = icon(
  <path d="M9.9 4.2A9 9 0 0 1 12 4c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6A17.5 17.5 0 0 0 2 12s3.6 7 10 7a9.5 9.5 0 0 0 5.4-1.6" />,
  <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />,
);
export const CheckCircleIcon = icon(<circle cx="12" cy="12" r="10" />, <path d="m9 12 2 2 4-4" />);
export const AlertCircleIcon = icon(<circle cx="12" cy="12" r="10" />, <path d="M12 8v4M12 16h.01" />);
export const InfoIcon = icon(<circle cx="12" cy="12" r="10" />, <path d="M12 16v-4M12 8h.01" />);
export const StoreIcon = icon(
  <path d="M3 9 4.5 4h15L21 9M3 9h18M3 9v1a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M5 12.5V20h14v-7.5" />,
);
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 21a8 8 0 0 1 16 0" />);
export const LogOutIcon = icon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const SettingsIcon = icon(
  <circle cx="12" cy="12" r="3" />,
  <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />,
);
export const GoogleIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" className={p.className ?? 'h-5 w-5'} aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12Z"
    />
  </svg>
);
export const FacebookIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" className={p.className ?? 'h-5 w-5'} aria-hidden="true" focusable="false">
    <path
      fill="#1877F2"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
    />
  </svg>
);
export const InstagramIcon = icon(
  <rect x="2" y="2" width="20" height="20" rx="5" />,
  <circle cx="12" cy="12" r="4" />,
  <path d="M17.5 6.5h.01" />,
);

/** A five-point star, filled with the text colour (ratings). */
export const StarIcon = (p: IconProps) => (
  <Icon fill="currentColor" strokeWidth={1.5} {...p}>
    <path d="M11.48 3.5a.56.56 0 0 1 1.04 0l2.12 5.11a.56.56 0 0 0 .48.35l5.52.44a.56.56 0 0 1 .32.99l-4.2 3.6a.56.56 0 0 0-.19.56l1.29 5.39a.56.56 0 0 1-.84.61l-4.73-2.89a.56.56 0 0 0-.59 0l-4.73 2.89a.56.56 0 0 1-.84-.61l1.29-5.39a.56.56 0 0 0-.18-.56l-4.21-3.6a.56.56 0 0 1 .32-.99l5.52-.44a.56.56 0 0 0 .47-.35z" />
  </Icon>
);
