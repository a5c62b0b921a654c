// Services tab (spec section 2): every service of the business, live or offline, with create,
// edit, delete (after the spec's confirmation) and Go Live / Take Offline.
import { BOOKING_TYPE_RULES, FAILURE_MESSAGES, formatMoney } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PencilIcon, PlusIcon, PowerIcon, TrashIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, ClockIcon, TagIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { servicesKey } from '@/entities/service/api/keys';
import { deleteService } from '../api/delete-service';
import { setServiceActive } from '../api/set-service-active';
import { bufferText, durationText } from '../service-form-model';
import { ServiceFormDialog } from './service-form-dialog';

const DELETE_SERVICE_CONFIRM = 'Are you sure you want to delete this service?';

function ServiceItem({
  service,
  business,
  onEdit,
  onDelete,
}: {
  service: Service;
  business: Business;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setServiceActive(service._id, !service.isActive),
    onSuccess: async (saved) => {
      toast.success(saved.isActive ? `${saved.name} is live.` : `${saved.name} is offline.`);
      await queryClient.invalidateQueries({ queryKey: servicesKey(business._id) });
    },
    onError: (err) => toast.error(FAILURE_MESSAGES.updateServiceStatus(errorReason(err))),
  });
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  return (
    <li
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="service-item"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words text-lg font-semibold text-slate-900">{service.name}</h3>
        {service.isActive ? <Badge tone="emerald">Live</Badge> : <Badge tone="slate">Offline</Badge>}
      </div>
      {service.description ? <p className="mt-1 text-sm text-slate-600">{service.description}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1.5">
          <CalendarIcon className="h-4 w-4 text-slate-400" />
          {rules.label}
        </li>
        {service.hasDuration && service.duration != null ? (
          <li className="inline-flex items-center gap-1.5">
            <ClockIcon className="h-4 w-4 text-slate-400" />
            {service.duration} minutes
          </li>
        ) : null}
        {service.hasPricing && service.price != null ? (
          <li className="inline-flex items-center gap-1.5 font-medium text-indigo-700">
            <TagIcon className="h-4 w-4 text-slate-400" />
            {formatMoney(service.price, business.currency, business.customCurrency)}
          </li>
        ) : null}
      </ul>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {rules.offersIntervals ? (
          <li>
            <Badge>Every {service.bookingInterval} min</Badge>
          </li>
        ) : null}
        <li>
          <Badge tone={service.autoAcceptBookings ? 'indigo' : 'slate'}>
            {service.autoAcceptBookings ? 'Auto-accept' : 'Manual approval'}
          </Badge>
        </li>
        {service.hasSlotLimit ? (
          <li>
            <Badge>Max {service.maxSlotsPerTimeSlot} per slot</Badge>
          </li>
        ) : null}
        {service.breakHours.length > 0 ? (
          <li>
            <Badge>
              {service.breakHours.length} break{service.breakHours.length === 1 ? '' : 's'}
            </Badge>
          </li>
        ) : null}
        {service.hasCustomSchedule ? (
          <li>
            <Badge>Custom hours</Badge>
          </li>
        ) : null}
        {bufferText(service) ? (
          <li>
            <Badge>{bufferText(service)}</Badge>
          </li>
        ) : null}
        {service.minimumNoticeMinutes > 0 ? (
          <li>
            <Badge>{durationText(service.minimumNoticeMinutes)} notice</Badge>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="button"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          className={buttonClasses(service.isActive ? 'secondary' : 'primary', 'sm')}
        >
          {toggle.isPending ? <Spinner /> : <PowerIcon className="h-4 w-4" />}
          {service.isActive ? 'Take Offline' : 'Go Live'}
        </button>
        <button type="button" onClick={onEdit} className={buttonClasses('secondary', 'sm')}>
          <PencilIcon className="h-4 w-4" />
          Edit<span className="sr-only"> {service.name}</span>
        </button>
        <button
          type="button"
          onClick={onDelete}
          className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          <TrashIcon className="h-4 w-4" />
          Delete<span className="sr-only"> {service.name}</span>
        </button>
      </div>
    </li>
  );
}

export function ServicesTab({
  business,
  services,
  isLoading,
  error,
}: {
  business: Business;
  services: Service[] | undefined;
  isLoading: boolean;
  error: unknown;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const remove = useMutation({
    mutationFn: (service: Service) => deleteService(service._id),
    onSuccess: async (_result, service) => {
      toast.success(`Service "${service.name}" deleted.`);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: servicesKey(business._id) });
    },
    onError: (err) => {
      setDeleting(null);
      toast.error(FAILURE_MESSAGES.deleteService(errorReason(err)));
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Services</h2>
          <p className="text-sm text-slate-600">Only live services appear on your public page.</p>
        </div>
        <button type="button" onClick={() => setEditing('new')} className={buttonClasses('primary')}>
          <PlusIcon className="h-4 w-4" />
          Add service
        </button>
      </div>
      {isLoading ? (
        <LoadingBlock label="Loading services..." />
      ) : error ? (
        <Alert>{FAILURE_MESSAGES.loadBusinessData(errorReason(error))}</Alert>
      ) : !services || services.length === 0 ? (
        <EmptyState
          icon={<TagIcon />}
          title="No services yet"
          action={
            <button type="button" onClick={() => setEditing('new')} className={buttonClasses('primary')}>
              <PlusIcon className="h-4 w-4" />
              Add your first service
            </button>
          }
        >
          Add a service so customers can book you.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {services.map((service) => (
            <ServiceItem
              key={service._id}
              service={service}
              business={business}
              onEdit={() => setEditing(service)}
              onDelete={() => setDeleting(service)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ServiceFormDialog
          business={business}
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete service"
        message={DELETE_SERVICE_CONFIRM}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
