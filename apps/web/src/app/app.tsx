import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
