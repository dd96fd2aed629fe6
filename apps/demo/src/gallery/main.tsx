import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GalleryPage } from './gallery-page.js';
import { readGalleryQuery } from './gallery-query.js';
import '../app/demo.css';

/** The page, drawn afresh whenever the address changes in place (history.replaceState and a popstate), so a test moves between states without reloading. */
function Gallery() {
  const [search, setSearch] = useState(location.search);
  useEffect(() => {
    const follow = () => setSearch(location.search);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return <GalleryPage key={search} {...readGalleryQuery(search)} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('The gallery page has no #root element');
createRoot(root).render(<Gallery />);
