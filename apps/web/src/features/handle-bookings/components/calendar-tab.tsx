// Calendar tab (decisions.md section 7): the business's bookings by week and by month, fetched
// for the visible range with start/end, in the business's local dates (calendar-model.ts). Loaded
// lazily: it is the default export the dashboard imports on first use.
import { FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/field';
import { useBusinessBookingsInRange } from '@/entities/booking/api/get-business-bookings';
import { errorReason } from '@/lib/api-client';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { bookingsByDay, moveView, rangeTitle, viewDays, type CalendarView } from '../calendar-model';
import { CalendarToolbar } from './calendar/calendar-toolbar';
import { MonthGrid } from './calendar/month-grid';
import { SelectedDay } from './calendar/selected-day';
import { WeekGrid } from './calendar/week-grid';

export default function CalendarTab({ business, services }: { business: Business; services: Service[] }) {
  const today = todayInZone(new Date(), business.timezone);
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [selectedDay, setSelectedDay] = useState<string>(today);
  const [serviceFilter, setServiceFilter] = useState('');

  const days = useMemo(() => viewDays(view, anchor), [view, anchor]);
  const query = useBusinessBookingsInRange(business._id, days[0] as string, days[days.length - 1] as string);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const byDay = useMemo(() => bookingsByDay(query.data ?? [], serviceFilter), [query.data, serviceFilter]);
  const total = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);
  const grid = { days, byDay, today, selectedDay, onSelect: setSelectedDay };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Calendar</h2>
          <p className="text-sm text-slate-600">
            Active bookings by day{zoneNote ? `, in ${zoneNote}` : ''}. Flexible bookings have no date and are
            listed in the Bookings tab.
          </p>
        </div>
        <div className="w-full sm:w-56">
          <SelectField
            label="Service"
            value={serviceFilter}
            onChange={(e) => setServiceFilter(e.target.value)}
          >
            <option value="">All services</option>
            {services.map((service) => (
              <option key={service._id} value={service._id}>
                {service.name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      <CalendarToolbar
        view={view}
        title={rangeTitle(view, days, anchor)}
        loading={query.isFetching}
        onMove={(step) => {
          const next = moveView(view, anchor, step);
          setAnchor(next.anchor);
          setSelectedDay(next.selectedDay);
        }}
        onToday={() => {
          setAnchor(today);
          setSelectedDay(today);
        }}
        onView={setView}
      />

      {query.error && !query.data ? (
        <Alert>{FAILURE_MESSAGES.loadBusinessData(errorReason(query.error))}</Alert>
      ) : null}

      {view === 'week' ? <WeekGrid {...grid} /> : <MonthGrid {...grid} month={anchor.slice(0, 7)} />}

      <SelectedDay
        day={selectedDay}
        bookings={byDay.get(selectedDay) ?? []}
        total={total}
        business={business}
        zoneNote={zoneNote}
      />
    </div>
  );
}
