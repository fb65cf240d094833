/** What other features use of the account: the SMS code field (the deletion form sends its own code). */
export { NewPasswordFields, SmsCodeField } from './components/account-fields';
export { ReplacePasswordForm, type TReplacePassword } from './components/replace-password-form';
export { sendCodeTo } from './components/sms-code-button';
