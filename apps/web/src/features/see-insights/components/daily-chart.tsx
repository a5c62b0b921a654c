// Bookings (bars) and revenue (a line, on its own axis) per day of the range, drawn by Chart.js
// (docs/decisions/0037): this module is loaded only when the Insights tab shows its charts, so
// the library never reaches other pages. The canvas is hidden from screen readers; the figure
// carries a one-line summary and the tab's table view has every number.
import { currencySymbol, formatMoney } from '@booklane/shared/domain';
import type { InsightsResponse } from '@booklane/shared/schemas';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatDateShort } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';

// Only the pieces drawn here, so the bundle carries no other chart type.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

// Tailwind's indigo-500 and emerald-700: the bars and the line stay apart for colour-blind eyes by
// their shape too (bars against a line with points).
const BOOKINGS_COLOUR = '#6366f1';
const REVENUE_COLOUR = '#047857';
const GRID_COLOUR = '#e2e8f0';
const TEXT_COLOUR = '#475569';

export default function DailyChart({
  daily,
  currency,
  customCurrency,
  summary,
}: {
  daily: InsightsResponse['daily'];
  currency: string;
  customCurrency: string | null;
  summary: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const narrow = !useMediaQuery('(min-width: 640px)');

  useEffect(() => {
    const element = canvas.current;
    // No 2D context (a browser without canvas): the summary and the table view tell the same.
    if (!element?.getContext('2d')) return;
    const symbol = currencySymbol(currency, customCurrency);
    const money = (value: number) => formatMoney(value, currency, customCurrency);
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: daily.map((day) => formatDateShort(day.date).replace(/^\w+, /, '')),
        datasets: [
          {
            type: 'bar',
            label: 'Bookings',
            data: daily.map((day) => day.bookings),
            backgroundColor: BOOKINGS_COLOUR,
            borderRadius: 3,
            yAxisID: 'bookings',
            order: 2,
          },
          {
            type: 'line',
            label: 'Revenue',
            data: daily.map((day) => day.revenue),
            borderColor: REVENUE_COLOUR,
            backgroundColor: REVENUE_COLOUR,
            borderWidth: 2,
            // Points only where there is room for them.
            pointRadius: narrow || daily.length > 31 ? 0 : 2.5,
            // Smooth, yet never above or below the day's own figures (no dip under zero).
            cubicInterpolationMode: 'monotone',
            yAxisID: 'revenue',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        // Drawn at once: no motion to sit through (and none for people who asked for less).
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            grid: { display: false },
            ticks: { color: TEXT_COLOUR, maxRotation: 0, autoSkip: true, maxTicksLimit: narrow ? 5 : 12 },
          },
          bookings: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            grid: { color: GRID_COLOUR },
            ticks: { color: TEXT_COLOUR, precision: 0, maxTicksLimit: 6 },
            title: { display: !narrow, text: 'Bookings', color: TEXT_COLOUR },
          },
          revenue: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: {
              color: TEXT_COLOUR,
              maxTicksLimit: 6,
              callback: (value) =>
                `${symbol}${new Intl.NumberFormat('en-US', { notation: 'compact' }).format(Number(value))}`,
            },
            title: { display: !narrow, text: 'Revenue', color: TEXT_COLOUR },
          },
        },
        plugins: {
          legend: { position: 'bottom', labels: { color: TEXT_COLOUR, boxWidth: 12, boxHeight: 12 } },
          tooltip: {
            callbacks: {
              title: (items) => {
                const day = daily[items[0]?.dataIndex ?? -1];
                return day ? formatDateShort(day.date) : '';
              },
              label: (item) =>
                item.dataset.label === 'Revenue'
                  ? `Revenue: ${money(Number(item.raw))}`
                  : `Bookings: ${String(item.raw)}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [daily, currency, customCurrency, narrow]);

  return (
    <div role="img" aria-label={summary} className="relative h-64 w-full sm:h-72">
      <canvas ref={canvas} aria-hidden="true" data-testid="daily-chart" />
    </div>
  );
}
