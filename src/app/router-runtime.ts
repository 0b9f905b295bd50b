/**
 * What the app needs from React Router to start. The entry module imports this on its own, so
 * React Router is compiled and evaluated in a task of its own before the app's modules; importing
 * 'react-router-dom' itself there would keep every export of the package in the bundle.
 */
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
