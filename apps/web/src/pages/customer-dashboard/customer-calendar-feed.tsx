// The customer's private calendar feed (decisions.md 8.4): their pending and confirmed bookings,
// for a calendar app to subscribe to.
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';

export function CustomerCalendarFeed() {
  return (
    <CalendarFeedCard description="Your pending and confirmed bookings in your own calendar app, kept up to date." />
  );
}
