import type { PropsWithChildren } from 'react'
import './app.css'

/** The app shell; Taro renders each page as `children`. */
function App({ children }: PropsWithChildren) {
  return children
}

export default App
