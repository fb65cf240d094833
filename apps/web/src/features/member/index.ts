/**
 * The member corner's public face: the member page's tabs and the customer-service panel's pieces.
 * The hearts of the first screens are imported deep (components/favorite-heart) so the first
 * screens' chunks carry nothing else of this folder.
 */
import './components/member.css';

export { useFavorites } from './api/get-favorites';
export { useFootprints } from './api/get-footprints';
export { FavoriteList } from './components/favorite-list';
export { FeedbackForm } from './components/feedback-form';
export { FootprintList } from './components/footprint-list';
export { ServiceInfo } from './components/service-info';
