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
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField, PhoneField } from '@/components/account/account-fields';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { TimeZonePicker } from './time-zone-picker';
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
          field={register('timezone')}
          error={errors.timezone?.message}
          currentTimeZone={currentTimeZone}
        />
      </div>
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
