import { ClientErrorTable } from '../../../features/client-log/admin';

/** 前端错误 (/admin/client-error): the web app's errors, grouped, newest first. */
export default function AdminClientErrorPage() {
  return <ClientErrorTable />;
}
