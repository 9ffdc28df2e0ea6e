/// <reference types="@tarojs/taro" />
