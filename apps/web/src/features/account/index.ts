/** What other features use of the account: the SMS code field (the deletion form sends its own code). */
export { SmsCodeField } from './components/account-fields';
