// Moved to components/ so the registration screens and the HR validator's pages share it.
export { RegistrationStatusBadge } from '~/components/registration-status-badge';
