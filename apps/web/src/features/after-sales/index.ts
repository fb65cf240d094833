export { useServiceData } from './api/get-service-data';
export { AfterSalesLineLink, OrderAfterSales } from './components/order-after-sales';
export { RejectedReturn } from './components/return-appeal';
export { ServiceApply } from './components/service-apply';
export { ServiceChoice } from './components/service-choice';
export { ServiceProgress } from './components/service-progress';
export { isOpenStatus, normalizeService } from './service-view';
