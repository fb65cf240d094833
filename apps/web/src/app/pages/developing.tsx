import { Developing } from '../../components/developing';

/** Route module of every page owned by a later issue. */
export default function DevelopingPage() {
  return <Developing />;
}
