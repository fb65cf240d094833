import './result-pages.css';
import { Developing } from '../../components/developing';
import { useRouteHandle } from '../use-route-handle';

/** Route module of every page owned by a later issue: the shared 建设中 page with the route's title. */
export default function DevelopingPage() {
  return <Developing title={useRouteHandle()?.title} />;
}
