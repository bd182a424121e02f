import {
  COUNTRIES,
  currencyForCountry,
  type RegisterRequest,
  type RegistrationForm,
} from '@tontine/contracts';

/**
 * The number as the API stores it: typed with its own '+' it is kept as typed; otherwise
 * the country's calling code is put in front, without the national trunk 0 (0712… → +254712…).
 */
export function internationalPhone(phone: string, countryCode: string): string | undefined {
  const typed = phone.trim();
  if (typed === '') return undefined;
  if (typed.startsWith('+')) return typed;
  const callingCode = COUNTRIES.find((country) => country.code === countryCode)?.phoneCode ?? '';
  const digits = typed.replace(/[^\d]/g, '').replace(/^0+/, '');
  return `${callingCode}${digits}`;
}

/** The registration form as `POST /api/auth/register` expects it. */
export function buildRegisterRequest(values: RegistrationForm): RegisterRequest {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    first_name: firstName,
    last_name: lastName,
    username: `${firstName} ${lastName}`,
    email: values.email.trim().toLowerCase(),
    password: values.password,
    country: values.country,
    preferred_language: values.language,
    preferred_currency: currencyForCountry(values.country),
    phone_number: internationalPhone(values.phone, values.country),
    accept_terms: true,
    receive_newsletter: values.receiveNewsletter,
  };
}
