import { AuditTable } from '../../../features/admin/components/audit-table';

/** 操作日志 (/admin/audit, owner): every admin write with its before and after. */
export default function AdminAuditPage() {
  return <AuditTable />;
}
