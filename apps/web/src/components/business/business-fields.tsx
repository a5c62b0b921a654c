// The fields of the business form (spec section 5), shared by the dashboard's create-business
// form and the profile's business information form: name, username with the public page URL,
// category, currency (with the custom abbreviation for 'other'), contact, links, description and
// time zone (decisions.md section 4).
import {
  CATEGORY_OPTIONS,
  CURRENCIES,
  currencySymbol,
  CUSTOM_CURRENCY_MAX_LENGTH,
} from '@booklane/shared/domain';
import { type UpdateBusinessForm } from '@booklane/shared/schemas';
import { useId, useMemo, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField, PhoneField } from '@/components/account/account-fields';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons';
import { canonicalTimeZones, filterTimeZoneChoices, timeZoneChoices } from '@/lib/time-zones';
import { BusinessUsernameField } from './username-field';

export type BusinessFieldsValues = UpdateBusinessForm;

/** The optional link fields, in the order they are shown. */
const LINK_FIELDS: ReadonlyArray<{
  name: 'locationLink' | 'websiteLink' | 'facebookLink' | 'instagramLink';
  label: string;
  placeholder: string;
}> = [
  { name: 'locationLink', label: 'Google Maps link', placeholder: 'https://maps.google.com/...' },
  { name: 'websiteLink', label: 'Website', placeholder: 'https://example.com' },
  { name: 'facebookLink', label: 'Facebook page', placeholder: 'https://facebook.com/...' },
  { name: 'instagramLink', label: 'Instagram profile', placeholder: 'https://instagram.com/...' },
];

const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  JPY: 'Japanese Yen',
  CAD: 'Canadian Dollar',
  AUD: 'Australian Dollar',
  CHF: 'Swiss Franc',
  CNY: 'Chinese Yuan',
  INR: 'Indian Rupee',
  TRY: 'Turkish Lira',
  other: 'Other (custom)',
};

function currencyOptionLabel(code: string): string {
  if (code === 'other') return CURRENCY_NAMES.other as string;
  const symbol = currencySymbol(code);
  return symbol === code
    ? `${code} – ${CURRENCY_NAMES[code]}`
    : `${code} (${symbol}) – ${CURRENCY_NAMES[code]}`;
}

export function BusinessFields({
  register,
  errors,
  currency,
  username,
  descriptionRequired,
  currentTimeZone,
}: {
  register: UseFormRegister<BusinessFieldsValues>;
  errors: FieldErrors<BusinessFieldsValues>;
  /** The currency chosen now: 'other' shows the custom abbreviation. */
  currency: string | undefined;
  /** The username typed now, for the public page URL preview. */
  username: string | undefined;
  descriptionRequired: boolean;
  /** Zones to keep in the list (the stored one, the visitor's). */
  currentTimeZone: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Business name"
        autoComplete="organization"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <BusinessUsernameField username={username} error={errors.username?.message} {...register('username')} />
      <SelectField label="Category" required error={errors.category?.message} {...register('category')}>
        <option value="" disabled>
          Choose a category
        </option>
        {CATEGORY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-1">
        <SelectField label="Currency" required error={errors.currency?.message} {...register('currency')}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {currencyOptionLabel(code)}
            </option>
          ))}
        </SelectField>
        {currency === 'other' ? (
          <TextField
            label="Custom currency abbreviation"
            required
            maxLength={CUSTOM_CURRENCY_MAX_LENGTH}
            placeholder="e.g. PTS"
            hint={`Up to ${CUSTOM_CURRENCY_MAX_LENGTH} characters, shown before prices.`}
            error={errors.customCurrency?.message}
            {...register('customCurrency')}
          />
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          required={descriptionRequired}
          optional={!descriptionRequired}
          rows={3}
          placeholder="What do you offer? Who is it for?"
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Address"
          autoComplete="street-address"
          required
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <EmailField label="Business email" error={errors.email?.message} {...register('email')} />
      {LINK_FIELDS.map(({ name, label, placeholder }) => (
        <TextField
          key={name}
          label={label}
          type="url"
          inputMode="url"
          optional
          placeholder={placeholder}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      <div className="sm:col-span-2">
        <TimeZonePicker
          register={register}
          error={errors.timezone?.message}
          currentTimeZone={currentTimeZone}
        />
      </div>
    </div>
  );
}

function matchText(count: number): string {
  if (count === 0) return 'No time zone matches.';
  return `${count} time zone${count === 1 ? '' : 's'} match: choose in the list below.`;
}

/**
 * The time-zone select with a search box above it: canonical IANA zones with their UTC offset
 * now (`(UTC+01:00) Europe/Berlin`), west to east; the search narrows the list by city, region
 * or offset, and the chosen zone always stays in it.
 */
function TimeZonePicker({
  register,
  error,
  currentTimeZone,
}: {
  register: UseFormRegister<BusinessFieldsValues>;
  error: string | undefined;
  currentTimeZone: string;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(currentTimeZone);
  const choices = useMemo(
    () => timeZoneChoices(canonicalTimeZones(), new Date(), [currentTimeZone]),
    [currentTimeZone],
  );
  const shown = filterTimeZoneChoices(choices, query, chosen);
  const field = register('timezone', {
    onChange: (event: { target: { value: string } }) => setChosen(event.target.value),
  });
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Find a time zone
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="City, region or offset, e.g. Berlin or +01"
            aria-describedby={`${searchId}-count`}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          />
        </div>
        <p id={`${searchId}-count`} className="mt-1.5 text-sm text-slate-600" aria-live="polite">
          {query.trim() ? matchText(filterTimeZoneChoices(choices, query).length) : ''}
        </p>
      </div>
      <SelectField
        label="Time zone"
        hint="Opening hours, breaks and bookings are in this zone. Offsets are as of today."
        error={error}
        {...field}
      >
        {shown.map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Form values of a stored business (null links and currency become empty fields). */
export function businessToFields(business: {
  username: string;
  name: string;
  description: string;
  category: string;
  currency: string;
  customCurrency: string | null;
  address: string;
  phone: string;
  email: string;
  locationLink: string | null;
  websiteLink: string | null;
  facebookLink: string | null;
  instagramLink: string | null;
  timezone: string;
}): BusinessFieldsValues {
  return {
    username: business.username,
    name: business.name,
    description: business.description,
    category: business.category as BusinessFieldsValues['category'],
    currency: business.currency as BusinessFieldsValues['currency'],
    customCurrency: business.customCurrency ?? '',
    address: business.address,
    phone: business.phone,
    email: business.email,
    locationLink: business.locationLink ?? '',
    websiteLink: business.websiteLink ?? '',
    facebookLink: business.facebookLink ?? '',
    instagramLink: business.instagramLink ?? '',
    timezone: business.timezone,
  };
}
