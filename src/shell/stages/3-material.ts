// Stage 3 of the shell (see ../loadShell.ts): the router and the MUI components the frame is made of.
export { createBrowserRouter, RouterProvider } from 'react-router';
export { default as Button } from '@mui/material/Button';
export { default as Dialog } from '@mui/material/Dialog';
export { default as Drawer } from '@mui/material/Drawer';
export { default as IconButton } from '@mui/material/IconButton';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as Menu } from '@mui/material/Menu';
export { default as TextField } from '@mui/material/TextField';
