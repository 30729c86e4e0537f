import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
export default function Home(): ReactNode {
  return <Layout title="Home" description="Tessera docs"><main><h1>Tessera</h1></main></Layout>;
}
